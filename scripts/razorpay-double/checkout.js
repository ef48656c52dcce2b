/* A stand-in for Razorpay Standard Checkout (https://checkout.razorpay.com/v1/checkout.js), served by
 * the local test double. Same surface the app uses: new Razorpay(options).open(), .on('payment.failed', cb),
 * options.handler, options.modal.ondismiss, options.prefill, options.theme, options.timeout (seconds:
 * then the dialog closes and ondismiss runs, as Razorpay's does). The dialog offers Pay, Fail
 * and Close; Pay asks the double's server for a payment id and a signature made there with the TEST
 * key secret (the page never sees a secret). */
/* global window, document */
(function () {
  'use strict';
  var script = document.currentScript;
  var BASE = script && script.src ? new URL(script.src).origin : '';

  function rupees(paise) {
    return '₹' + (Number(paise) / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 });
  }

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'style') node.style.cssText = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    if (text) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: key is required');
    // A subscription's Checkout carries subscription_id instead of order_id (docs/decisions/162-autopay-subscriptions.md).
    if (!options.order_id && !options.subscription_id) throw new Error('Razorpay: order_id is required');
    if (options.timeout !== undefined && !(Number.isInteger(options.timeout) && options.timeout > 0))
      throw new Error('Razorpay: timeout must be a whole number of seconds');
    this.options = options;
    this.listeners = {};
    this.root = null;
    this.timer = null;
  }

  Razorpay.prototype.on = function (event, cb) {
    this.listeners[event] = cb;
  };

  Razorpay.prototype.close = function () {
    if (this.timer) window.clearTimeout(this.timer);
    this.timer = null;
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    this.root = null;
  };

  Razorpay.prototype.open = function () {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- ES5 closure over the instance
    var self = this;
    var o = this.options;
    var color = (o.theme && o.theme.color) || '#3182ce';
    var prefill = o.prefill || {};
    var overlay = el('div', {
      'data-testid': 'razorpay-checkout',
      style:
        'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,sans-serif',
    });
    var box = el('div', {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': 'Razorpay Checkout (test mode)',
      style:
        'background:#fff;border-radius:8px;width:min(360px,92vw);overflow:hidden;box-shadow:0 8px 32px rgba(0,0,0,.3)',
    });
    var head = el('div', { style: 'background:' + color + ';color:#fff;padding:16px' });
    head.appendChild(el('div', { style: 'font-weight:600;font-size:18px' }, o.name || 'Checkout'));
    if (o.description) head.appendChild(el('div', { style: 'opacity:.9;font-size:14px' }, o.description));
    head.appendChild(el('div', { style: 'margin-top:8px;font-size:22px;font-weight:700' }, rupees(o.amount)));
    var body = el('div', { style: 'padding:16px;font-size:14px;color:#333' });
    body.appendChild(el('p', { style: 'margin:0 0 4px' }, 'Test mode: no real money moves.'));
    if (prefill.email) body.appendChild(el('p', { style: 'margin:0' }, prefill.email));
    if (prefill.contact) body.appendChild(el('p', { style: 'margin:0' }, prefill.contact));
    var status = el('p', { role: 'status', style: 'min-height:1em;margin:8px 0 0;color:#c53030' });
    body.appendChild(status);
    var row = el('div', { style: 'display:flex;gap:8px;padding:0 16px 16px' });
    var btnStyle = 'flex:1;padding:10px;border-radius:6px;border:1px solid #ccc;cursor:pointer;font-size:15px';
    var pay = el(
      'button',
      { type: 'button', style: btnStyle + ';background:' + color + ';color:#fff;border-color:' + color },
      'Pay',
    );
    var fail = el('button', { type: 'button', style: btnStyle + ';background:#fff' }, 'Fail');
    var close = el('button', { type: 'button', style: btnStyle + ';background:#fff' }, 'Close');
    row.appendChild(pay);
    row.appendChild(fail);
    row.appendChild(close);
    box.appendChild(head);
    box.appendChild(body);
    box.appendChild(row);
    overlay.appendChild(box);
    document.body.appendChild(overlay);
    this.root = overlay;
    pay.focus();
    if (o.timeout) {
      self.timer = window.setTimeout(function () {
        self.close();
        if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
      }, o.timeout * 1000);
    }

    pay.addEventListener('click', function () {
      pay.disabled = fail.disabled = true;
      var sub = Boolean(o.subscription_id);
      fetch(BASE + (sub ? '/v1/__checkout/subscribe' : '/v1/__checkout/pay'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(
          sub ? { subscription_id: o.subscription_id, key: o.key } : { order_id: o.order_id, key: o.key },
        ),
      })
        .then(function (r) {
          return r.json().then(function (j) {
            if (!r.ok) throw new Error((j.error && j.error.description) || 'Payment failed');
            return j;
          });
        })
        .then(function (result) {
          self.close();
          if (typeof o.handler === 'function') o.handler(result);
        })
        .catch(function (err) {
          pay.disabled = fail.disabled = false;
          status.textContent = err.message;
        });
    });
    fail.addEventListener('click', function () {
      self.close();
      var cb = self.listeners['payment.failed'];
      if (cb)
        cb({
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Your payment could not be completed (test double: Fail).',
            source: 'customer',
            step: 'payment_authorization',
            reason: 'payment_failed',
            metadata: { order_id: o.order_id, payment_id: '' },
          },
        });
    });
    close.addEventListener('click', function () {
      self.close();
      if (o.modal && typeof o.modal.ondismiss === 'function') o.modal.ondismiss();
    });
  };

  window.Razorpay = Razorpay;
})();
