// case: exec.add/execute/ps_3_sw/abs-basic (execute)
// expect: the outputs of execute-ps_3_sw-abs-basic.outputs.json (tolerance 1.6689300537109375e-6)
// origin: execute abs {inputs: basic}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
add r0, r1_abs, r2
mov oC0, r0
