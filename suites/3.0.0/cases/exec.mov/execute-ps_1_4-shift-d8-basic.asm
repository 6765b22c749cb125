// case: exec.mov/execute/ps_1_4/shift-d8-basic (execute)
// expect: the outputs of execute-ps_1_4-shift-d8-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute shift-d8 {inputs: basic}
ps_1_4
mov r1, c2
mov_d8 r0, c0
