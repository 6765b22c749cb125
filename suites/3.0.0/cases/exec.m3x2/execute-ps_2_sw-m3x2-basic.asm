// case: exec.m3x2/execute/ps_2_sw/m3x2-basic (execute)
// expect: the outputs of execute-ps_2_sw-m3x2-basic.outputs.json (tolerance 1.8310546875e-4)
// origin: execute m3x2 {inputs: basic}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
m3x2 r0.xy, r1, c3
mov oC0, r0
