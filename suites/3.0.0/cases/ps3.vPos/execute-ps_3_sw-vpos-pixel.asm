// case: ps3.vPos/execute/ps_3_sw/vpos-pixel (execute)
// expect: the outputs of execute-ps_3_sw-vpos-pixel.outputs.json (tolerance 1.621246337890625e-5)
// origin: execute vpos {inputs: pixel}
ps_3_sw
dcl vPos.xy
mov r0.xy, vPos
mov r0.zw, c0
mov oC0, r0
