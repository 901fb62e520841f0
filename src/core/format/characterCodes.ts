/**
 * The UTF-16 code units the format's scanners look at (the grid reader, the layout finder, the
 * nesting guard, the printer and the text-position conversions), named once. Pure.
 */

export const TAB = 0x09;
export const LINE_FEED = 0x0a;
export const CARRIAGE_RETURN = 0x0d;
export const SPACE = 0x20;
export const DOUBLE_QUOTE = 0x22;
export const HASH = 0x23;
export const SINGLE_QUOTE = 0x27;
export const COMMA = 0x2c;
export const DOT = 0x2e;
export const DIGIT_ZERO = 0x30;
export const EQUALS = 0x3d;
export const OPEN_BRACKET = 0x5b;
export const BACKSLASH = 0x5c;
export const CLOSE_BRACKET = 0x5d;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;
export const BYTE_ORDER_MARK = 0xfeff;
