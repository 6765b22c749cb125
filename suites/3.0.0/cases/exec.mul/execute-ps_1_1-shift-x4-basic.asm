// case: exec.mul/execute/ps_1_1/shift-x4-basic (execute)
// expect: the outputs of execute-ps_1_1-shift-x4-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute shift-x4 {inputs: basic}
ps_1_1
mov r1, c2
mul_x4 r0, c0, c1
