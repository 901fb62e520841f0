/**
 * Real outputs of clingo (`--outf=2`), verbatim, for the parser's tests: Debian's clingo 5.4.1 and
 * clingo-wasm's 5.8.1 on small boards.
 */

/** clingo 5.4.1 (Debian), `--outf=2 --opt-mode=opt` on a 3x3 board, verbatim. */
export const CLINGO_54_OPTIMUM = `{
  "Solver": "clingo version 5.4.1",
  "Input": [
    "-"
  ],
  "Call": [
    {
      "Witnesses": [
        {
          "Value": [
            "press(3,1)", "press(6,1)", "press(7,1)", "press(0,2)", "press(8,2)"
          ],
          "Costs": [
            7
          ]
        }
      ]
    }
  ],
  "Result": "OPTIMUM FOUND",
  "Models": {
    "Number": 1,
    "More": "no",
    "Optimum": "yes",
    "Optimal": 1,
    "Costs": [
      7
    ]
  },
  "Calls": 1,
  "Time": {
    "Total": 0.002,
    "Solve": 0.000,
    "Model": 0.000,
    "Unsat": 0.000,
    "CPU": 0.002
  }
}
`;

/** clingo 5.4.1 on an unsolvable board: the call without models is an empty object. */
export const CLINGO_54_UNSATISFIABLE = `{
  "Solver": "clingo version 5.4.1",
  "Input": [
    "-"
  ],
  "Call": [
    {

    }
  ],
  "Result": "UNSATISFIABLE",
  "Models": {
    "Number": 0,
    "More": "no"
  },
  "Calls": 1,
  "Time": {
    "Total": 0.001,
    "Solve": 0.000,
    "Model": 0.000,
    "Unsat": 0.000,
    "CPU": 0.001
  }
}
`;

/** clingo 5.4.1 stopped by --time-limit before its first model. */
export const CLINGO_54_TIME_LIMIT_NO_MODEL = `{
  "Solver": "clingo version 5.4.1",
  "Input": [
    "-"
  ],
  "Call": [
    {

    }
  ],
  "Result": "UNKNOWN",
  "TIME LIMIT": 1,
  "Models": {
    "Number": 0,
    "More": "yes"
  },
  "Calls": 1,
  "Time": {
    "Total": 3.000,
    "Solve": 2.185,
    "Model": 0.000,
    "Unsat": 0.000,
    "CPU": 2.984
  }
}
`;

/** clingo 5.8.1 (clingo-wasm): calls carry Start/Stop times and models a Time. */
export const CLINGO_58_SATISFIABLE = `{
  "Solver": "clingo version 5.8.1",
  "Input": [
    "stdin"
  ],
  "Call": [
    {
      "Start": 0.000,
      "Witnesses": [
        {
          "Time": 0.002,
          "Value": [
            "press(0,1)", "press(2,1)"
          ]
        },
        {
          "Time": 0.003,
          "Value": [
            "press(1,1)"
          ]
        }
      ],
      "Stop": 0.003
    }
  ],
  "Result": "SATISFIABLE",
  "Models": {
    "Number": 2,
    "More": "no"
  },
  "Calls": 1,
  "Time": {
    "Total": 0.003,
    "Solve": 0.001,
    "Model": 0.000,
    "Unsat": 0.001,
    "CPU": 0.000
  }
}
`;
