// case: exec.cnd/execute/ps_1_4/cnd-basic (execute)
// expect: the outputs of execute-ps_1_4-cnd-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute cnd {inputs: basic}
ps_1_4
mov r1, c2
cnd r0, c0, c1, r1
