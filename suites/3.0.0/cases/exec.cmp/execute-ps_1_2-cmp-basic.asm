// case: exec.cmp/execute/ps_1_2/cmp-basic (execute)
// expect: the outputs of execute-ps_1_2-cmp-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute cmp {inputs: basic}
ps_1_2
mov r1, c2
cmp r0, c0, c1, r1
