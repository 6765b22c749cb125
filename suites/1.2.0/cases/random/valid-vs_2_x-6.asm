// case: random/valid/vs_2_x/6 (validate)
// expect: valid
// case: random/assemble/vs_2_x/6 (assemble)
// expect: the tokens of valid-vs_2_x-6.bin
// origin: random seed 1 vs_2_x #6
vs_2_x
defb b6, false
dcl_position v1
defi i2, 2, 2, 1, 0
defb b15, false
def c17, 206468400000000.0, 4.0, -2.0, 5.9116217e-28
defi i10, 4, 2, 2, 0
dcl_blendindices3 v3
if_ge v3.y, c2.w
    dst r16, c2.zwxw, -v3.yzyx
    min r0.xy, -v1, r16
    mov r1, -c1.yyyw
    nop
    mov r24.xw, r16
    min r8.xyw, -r1, v3
    callnz l7, !b5
    mad r21, -r16, v3, -c0
    if_ne r8.y, c0.y
        m3x3 r27.xyz, -v3, c10
    endif
endif
max oPos, c1, v1
add oT2, -c1, c1
mov oT4.x, c0.zywx
mov oFog, v1.w
ret
label l7
rsq r8, c255.z
setp_lt p0.x, c0.yyxz, c1
dp3 r11.x, c0.yxzy, r16
expp r10, -c0.x
sge r28, r10.xxwz, r16.xzxy
ret
