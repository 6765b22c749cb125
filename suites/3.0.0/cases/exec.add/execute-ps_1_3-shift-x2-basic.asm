// case: exec.add/execute/ps_1_3/shift-x2-basic (execute)
// expect: the outputs of execute-ps_1_3-shift-x2-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute shift-x2 {inputs: basic}
ps_1_3
mov r1, c2
add_x2 r0, c0, c1
