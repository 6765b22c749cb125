// case: random/valid/ps_2_x/1 (validate)
// expect: valid
// case: random/assemble/ps_2_x/1 (assemble)
// expect: the tokens of valid-ps_2_x-1.bin
// origin: random seed 1 ps_2_x #1
ps_2_x
def c28, 2.666944e-6, -2.0, 0.25, -286901.97
dcl_cube s7
dcl v0
dcl_2d s1
dcl_volume s15
defi i0, 4, 3, 2, 0
callnz l13, b5
if_eq c0.y, c31.z
    if b10
        if_le c3.y, c2.w
            crs r27.xy, c2, c1
            m3x3 r24.xyz, v0, c10
            if_ge c1.z, c31.x
            endif
        endif
    endif
endif
mov oC0, c3
mov oC1, c2
mov oDepth, c1.y
ret
label l13
mul_sat r9, c0.yxwx, c2
rsq r5.zw, c0.w
if_ne c3.x, c2.y
    cmp r1.xy, -c2.wxzy, v0, c31
    dsx r5, r9
    cmp r18.x, -v0, c0, -r9
endif
ret
