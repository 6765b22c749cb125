// case: exec.add/execute/ps_2_sw/add-basic (execute)
// expect: the outputs of execute-ps_2_sw-add-basic.outputs.json (tolerance 6.103515625e-5)
// origin: execute add {inputs: basic}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
add r0, r1, r2
mov oC0, r0
