// case: exec.rsq/execute/ps_3_sw/rsq-basic (execute)
// expect: the outputs of execute-ps_3_sw-rsq-basic.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute rsq {inputs: basic}
ps_3_sw
mov r1, c0
mov r2, c1
mov r3, c2
rsq r0, r1.x
mov oC0, r0
