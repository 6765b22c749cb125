// case: exec.add/execute/vs_3_0/abs-basic (execute)
// expect: the outputs of execute-vs_3_0-abs-basic.outputs.json (tolerance 1.6689300537109375e-6)
// origin: execute abs {inputs: basic}
vs_3_0
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
add r0, r1_abs, r2
mov o0, r0
