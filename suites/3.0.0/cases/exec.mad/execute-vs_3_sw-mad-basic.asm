// case: exec.mad/execute/vs_3_sw/mad-basic (execute)
// expect: the outputs of execute-vs_3_sw-mad-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute mad {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
mad r0, r1, r2, r3
mov o0, r0
