// case: exec.bem/execute/ps_1_4/bem-basic (execute)
// expect: the outputs of execute-ps_1_4-bem-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute bem {inputs: basic}
ps_1_4
mov r0, c2
mov r1, c1
bem r0.rg, c0, r1
