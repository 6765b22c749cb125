// case: exec.add/execute/ps_1_4/src-x2-neg-basic (execute)
// expect: the outputs of execute-ps_1_4-src-x2-neg-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute src-x2-neg {inputs: basic}
ps_1_4
mov r1, c2
add r0, -r1_x2, c1
