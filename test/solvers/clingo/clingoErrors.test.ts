import * as assert from 'node:assert/strict';
import {
  ClingoCrashedError,
  ClingoError,
  ClingoNotExecutableError,
  ClingoNotFoundError,
  ClingoOutputError,
  ClingoRestrictedError,
  ClingoTimeoutError,
} from '../../../src/solvers/clingo/clingoErrors';

describe('clingo engine: its errors', () => {
  it('every failure is a ClingoError with its own name, so callers can tell them apart', () => {
    const classes = [ClingoNotFoundError, ClingoNotExecutableError, ClingoCrashedError, ClingoTimeoutError, ClingoOutputError, ClingoRestrictedError];
    const names = classes.map((ErrorClass) => {
      const error = new ErrorClass('message');
      assert.ok(error instanceof ClingoError && error instanceof Error, ErrorClass.name);
      assert.equal(error.message, 'message');
      assert.ok(
        classes.every((Other) => Other === ErrorClass || !(error instanceof Other)),
        `${ErrorClass.name} is no other failure`,
      );
      return error.name;
    });
    assert.deepEqual(names, [
      'ClingoNotFoundError',
      'ClingoNotExecutableError',
      'ClingoCrashedError',
      'ClingoTimeoutError',
      'ClingoOutputError',
      'ClingoRestrictedError',
    ]);
    assert.equal(new ClingoError('base').name, 'ClingoError');
  });
});
