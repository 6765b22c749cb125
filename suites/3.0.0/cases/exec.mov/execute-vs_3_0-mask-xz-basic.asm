// case: exec.mov/execute/vs_3_0/mask-xz-basic (execute)
// expect: the outputs of execute-vs_3_0-mask-xz-basic.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute mask-xz {inputs: basic}
vs_3_0
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
mov r0.xz, r1
mov o0, r0
