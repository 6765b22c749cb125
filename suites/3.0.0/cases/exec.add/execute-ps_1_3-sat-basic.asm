// case: exec.add/execute/ps_1_3/sat-basic (execute)
// expect: the outputs of execute-ps_1_3-sat-basic.outputs.json (tolerance 3.125e-2)
// origin: execute sat {inputs: basic}
ps_1_3
mov r1, c2
add_sat r0, c0, c1
