// case: exec.crs/execute/vs_2_sw/crs-basic (execute)
// expect: the outputs of execute-vs_2_sw-crs-basic.outputs.json (tolerance 2.384185791015625e-6)
// origin: execute crs {inputs: basic}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
crs r0.xyz, r1, r2
mov oPos, r0
