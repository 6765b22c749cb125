// case: exec.texld/execute/ps_3_sw/texld-2d-red (execute)
// expect: the outputs of execute-ps_3_sw-texld-2d-red.outputs.json (tolerance 9.5367431640625e-7)
// origin: execute texld-2d {inputs: red}
ps_3_sw
dcl_texcoord0 v0
dcl_2d s0
mov r1, c0
mov r2, c1
mov r3, c2
texld r0, v0, s0
mov oC0, r0
