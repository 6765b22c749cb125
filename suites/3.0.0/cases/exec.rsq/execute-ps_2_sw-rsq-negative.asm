// case: exec.rsq/execute/ps_2_sw/rsq-negative (execute)
// expect: the outputs of execute-ps_2_sw-rsq-negative.outputs.json (tolerance 9.765625e-4)
// origin: execute rsq {inputs: negative}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
rsq r0, r1.x
mov oC0, r0
