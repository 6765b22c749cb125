// case: exec.add/execute/ps_1_3/bx2-neg-basic (execute)
// expect: the outputs of execute-ps_1_3-bx2-neg-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute bx2-neg {inputs: basic}
ps_1_3
mov r1, c2
add r0, -r1_bx2, c1
