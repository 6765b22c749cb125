// case: exec.crs/execute/vs_3_sw/crs-basic (execute)
// expect: the outputs of execute-vs_3_sw-crs-basic.outputs.json (tolerance 2.384185791015625e-6)
// origin: execute crs {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r3
crs r0.xyz, r1, r2
mov o0, r0
