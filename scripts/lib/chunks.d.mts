export declare const ENTRY_CHUNK: string;
export declare const FIREBASE_SDK_CHUNKS: string[];
export declare const IDLE_CHUNKS: string[];
export declare const LIVE_TRAINER_SOURCE_CHUNK: string;
export declare const PRERENDER_HELD_BACK_CHUNKS: string[];
export declare const HELD_BACK_CHUNKS: string[];
export declare function chunkFilePattern(names: string | string[]): RegExp;
export declare function missingChunks(fileNames: string[], names?: string[]): string[];
