// case: exec.add/execute/ps_2_x/sat-basic (execute)
// expect: the outputs of execute-ps_2_x-sat-basic.outputs.json (tolerance 1.220703125e-4)
// origin: execute sat {inputs: basic}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
add_sat r0, r1, r2
mov oC0, r0
