// case: exec.rcp/execute/vs_2_sw/rcp-basic (execute)
// expect: the outputs of execute-vs_2_sw-rcp-basic.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute rcp {inputs: basic}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
rcp r0, r1.x
mov oPos, r0
