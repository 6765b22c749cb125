ps_3_sw
dcl_color v0
mov oC0, v0
