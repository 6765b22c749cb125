// case: exec.rsq/execute/vs_1_1/rsq-basic (execute)
// expect: the outputs of execute-vs_1_1-rsq-basic.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute rsq {inputs: basic}
vs_1_1
mov r1, c0
mov r2, c1
mov r3, c2
rsq r0, r1.x
mov oPos, r0
