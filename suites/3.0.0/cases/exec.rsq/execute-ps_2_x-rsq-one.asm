// case: exec.rsq/execute/ps_2_x/rsq-one (execute)
// expect: the outputs of execute-ps_2_x-rsq-one.outputs.json (tolerance 6.103515625e-5)
// origin: execute rsq {inputs: one}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
rsq r0, r1.x
mov oC0, r0
