// case: exec.texld/execute/ps_2_sw/texld-2d-green (execute)
// expect: the outputs of execute-ps_2_sw-texld-2d-green.outputs.json (tolerance 1.220703125e-4)
// origin: execute texld-2d {inputs: green}
ps_2_sw
dcl t0
dcl_2d s0
mov r1, c0
mov r2, c1
mov r3, c2
texld r0, t0, s0
mov oC0, r0
