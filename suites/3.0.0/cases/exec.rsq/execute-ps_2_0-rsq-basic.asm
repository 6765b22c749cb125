// case: exec.rsq/execute/ps_2_0/rsq-basic (execute)
// expect: the outputs of execute-ps_2_0-rsq-basic.outputs.json (tolerance 2.44140625e-4)
// origin: execute rsq {inputs: basic}
ps_2_0
mov r1, c0
mov r2, c1
mov r3, c2
rsq r0, r1.x
mov oC0, r0
