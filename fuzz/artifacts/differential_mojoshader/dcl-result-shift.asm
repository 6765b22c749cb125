vs_3_0
dcl_position_x2 v0
dcl_position o0
mov o0, v0
