// case: exec.abs/execute/vs_3_sw/abs-basic (execute)
// expect: the outputs of execute-vs_3_sw-abs-basic.outputs.json (tolerance 3.337860107421875e-6)
// origin: execute abs {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
abs r0, r1
mov o0, r0
