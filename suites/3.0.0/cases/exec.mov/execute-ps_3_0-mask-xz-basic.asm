// case: exec.mov/execute/ps_3_0/mask-xz-basic (execute)
// expect: the outputs of execute-ps_3_0-mask-xz-basic.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute mask-xz {inputs: basic}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
mov r0.xz, r1
mov oC0, r0
