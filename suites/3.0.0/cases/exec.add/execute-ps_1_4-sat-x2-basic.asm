// case: exec.add/execute/ps_1_4/sat-x2-basic (execute)
// expect: the outputs of execute-ps_1_4-sat-x2-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute sat-x2 {inputs: basic}
ps_1_4
mov r1, c2
add_x2_sat r0, c0, c1
