// case: exec.m3x2/execute/vs_1_1/m3x2-basic (execute)
// expect: the outputs of execute-vs_1_1-m3x2-basic.outputs.json (tolerance 1.430511474609375e-6)
// origin: execute m3x2 {inputs: basic}
vs_1_1
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
m3x2 r0.xy, r1, c3
mov oPos, r0
