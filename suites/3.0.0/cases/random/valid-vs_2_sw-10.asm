// case: random/valid/vs_2_sw/10 (validate)
// expect: valid
// case: random/assemble/vs_2_sw/10 (assemble)
// expect: the tokens of valid-vs_2_sw-10.bin
// origin: random seed 1 vs_2_sw #10
vs_2_sw
dcl_position v15
dcl_color6 v12
def c35, 1.0, 1.940048e30, 0.25, 0.0
dcl_tangent14 v6
defi i43, 3, 3, 2, 0
call l1975
callnz l298, b12
expp r26, c3.z
rsq r19, c3.z
max r2.xy, c8191, -v15
sub r10.xzw, c0, v12.zzzy
slt r16, c2, v15
rsq r10.w, v15.x
dp3 r31.xyw, v12.zx, c3.yxzx
call l1560
m3x4 r31, -r16, c2096
expp r30, r10.x
exp r12, r16.w
if_lt v12.x, v15.y
    if !b0
        abs r8, -c3.zyzx
        slt r6, -v15.wwyw, v6.yxxy
        dp3 r9, r16.xzxz, r30
        m4x3 r0.xyz, -v6, c4050
        m4x4 r22, -r6.zxwy, c1143
    else
        exp r10.xyz, r19.w
        sincos r25.y, -v15.z, c8190, c8191
        mad r31, v12, c2.yzxy, -v12
        mad r24, r12.xzx, c3, -c3.yyzw
        loop aL, i43
            m3x4 r29, -v6.xyyw, c6696
            logp r14, r16.x
            m3x4 r14, r19, c1667
            mul r27, v15.yxxz, c8191
            m3x4 r17, -r27, c2757
            break_eq r10.w, -c3.w
            dst r1.z, c8[aL].zxzw, c1.wyyx
            break
            min r29.yw, r26.yyxz, r31.xwy
        endloop
    endif
endif
add oPos, -v6, -r12.wwxy
max oD0.xw, v12, r31
min oD1.xyz, r30, -r26.zxwx
mov oT0.x, r10
max oT3.x, c8191, r31.yzxy
ret
label l1975
expp r22, c1.z
sub r28, c3.yyyz, c1
ret
label l298
sub r20, c1, -c8191.zxxy
rcp r22.yzw, v6.y
expp r14, c3.y
mov r28, c0.wzyw
ret
label l1560
lrp r0, -v6, c1, -v6.yx
if_ne r16.w, -v12.y
endif
ret
