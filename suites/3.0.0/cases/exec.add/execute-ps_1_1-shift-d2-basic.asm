// case: exec.add/execute/ps_1_1/shift-d2-basic (execute)
// expect: the outputs of execute-ps_1_1-shift-d2-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute shift-d2 {inputs: basic}
ps_1_1
mov r1, c2
add_d2 r0, c0, c1
