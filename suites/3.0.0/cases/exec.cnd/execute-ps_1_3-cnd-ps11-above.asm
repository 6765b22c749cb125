// case: exec.cnd/execute/ps_1_3/cnd-ps11-above (execute)
// expect: the outputs of execute-ps_1_3-cnd-ps11-above.outputs.json (tolerance 1.5625e-2)
// origin: execute cnd-ps11 {inputs: above}
ps_1_3
mov r1, c2
mov r0, c0
cnd r0, r0.a, c1, r1
