'use strict';

/** Whether a field's value says nothing: absent, null, only spaces, or an empty list. */
const blank = (value) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

module.exports = { blank };
