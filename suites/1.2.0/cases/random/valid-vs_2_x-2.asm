// case: random/valid/vs_2_x/2 (validate)
// expect: valid
// case: random/assemble/vs_2_x/2 (assemble)
// expect: the tokens of valid-vs_2_x-2.bin
// origin: random seed 1 vs_2_x #2
vs_2_x
dcl_blendweight4 v5
def c18, 0.125, 0.125, 4.0, 3.1764032e-29
dcl_position v9
def c23, 0.5, 0.25, -7.356088e27, 2.0
dcl_blendindices10 v12
defb b0, true
dcl_binormal15 v8
defi i1, 1, 1, 1, 0
def c29, 0.125, 7.577895e29, -2.0, -1.7449739e28
defi i10, 3, 1, 2, 0
pow r28, -c255.y, v8.y
exp r17, c2.z
nop
callnz l5, b5
call l11
call l14
call l5
if b13
    rep i10
        if !b3
            break_ge v5.z, v5.x
            if_le -r17.y, -c255.w
            else
                lrp r15, c2.xy, r17.xxy, v5
                m4x4 r3, r15, c18
                mova a0.x, -v9.yyzw
                nop
                rcp r1, c8[a0.x].x
                dst r23, c4[a0.x], v9.z
                mul r24.zw, c0.yzxz, -v5.wzyx
                call l11
                m3x4 r24, r3.ywyw, c30
                crs r11.xyz, r3, -c1
                m4x3 r10.xyz, r1, c135
                m3x4 r23, r3.xwy, c50
                lrp r8, r15.xzy, c0, -r3
                nop
            endif
        endif
    endrep
endif
mul oPos, c0, -r17.wzyw
min oD0.yw, c255.yzyw, v9.yyyw
max oT2.x, c3, c1
mul oT3.xy, c1.xwzy, v9
add oT6, v5.ywzx, r17
ret
label l5
rcp r5.yw, c1.y
mov r19, -c1.yzyx
m4x4 r2, v9, c170
nop
mov r30, v9
ret
label l11
if_gt -v5.y, r28.w
    m3x4 r14, v9.xyzx, c132
endif
ret
label l14
ret
