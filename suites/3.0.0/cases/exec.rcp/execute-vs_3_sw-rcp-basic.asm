// case: exec.rcp/execute/vs_3_sw/rcp-basic (execute)
// expect: the outputs of execute-vs_3_sw-rcp-basic.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute rcp {inputs: basic}
vs_3_sw
dcl_position o0
mov r1, c0
mov r2, c1
mov r3, c2
rcp r0, r1.x
mov o0, r0
