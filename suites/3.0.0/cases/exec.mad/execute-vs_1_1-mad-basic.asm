// case: exec.mad/execute/vs_1_1/mad-basic (execute)
// expect: the outputs of execute-vs_1_1-mad-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute mad {inputs: basic}
vs_1_1
mov r1, c0
mov r2, c1
mov r3, c2
mad r0, r1, r2, r3
mov oPos, r0
