// case: exec.texldp/execute/ps_2_sw/texldp-blue (execute)
// expect: the outputs of execute-ps_2_sw-texldp-blue.outputs.json (tolerance 1.220703125e-4)
// origin: execute texldp {inputs: blue}
ps_2_sw
dcl_2d s0
mov r1, c0
mov r2, c1
mov r3, c2
texldp r0, r1, s0
mov oC0, r0
