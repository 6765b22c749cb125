// case: exec.rsq/execute/vs_2_x/rsq-basic (execute)
// expect: the outputs of execute-vs_2_x-rsq-basic.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute rsq {inputs: basic}
vs_2_x
mov r1, c0
mov r2, c1
mov r3, c2
rsq r0, r1.x
mov oPos, r0
