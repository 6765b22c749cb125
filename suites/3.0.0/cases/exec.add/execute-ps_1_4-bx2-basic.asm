// case: exec.add/execute/ps_1_4/bx2-basic (execute)
// expect: the outputs of execute-ps_1_4-bx2-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute bx2 {inputs: basic}
ps_1_4
mov r1, c2
add r0, r1_bx2, c1
