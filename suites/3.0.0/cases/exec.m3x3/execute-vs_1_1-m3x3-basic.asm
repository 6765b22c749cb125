// case: exec.m3x3/execute/vs_1_1/m3x3-basic (execute)
// expect: the outputs of execute-vs_1_1-m3x3-basic.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute m3x3 {inputs: basic}
vs_1_1
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
m3x3 r0.xyz, r1, c3
mov oPos, r0
