// case: exec.texldp/execute/ps_3_sw/texldp-green (execute)
// expect: the outputs of execute-ps_3_sw-texldp-green.outputs.json (tolerance 9.5367431640625e-7)
// origin: execute texldp {inputs: green}
ps_3_sw
dcl_2d s0
mov r1, c0
mov r2, c1
mov r3, c2
texldp r0, r1, s0
mov oC0, r0
