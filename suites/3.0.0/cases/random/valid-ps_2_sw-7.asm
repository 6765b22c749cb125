// case: random/valid/ps_2_sw/7 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/7 (assemble)
// expect: the tokens of valid-ps_2_sw-7.bin
// origin: random seed 1 ps_2_sw #7
ps_2_sw
dcl_centroid t2.yw
defb b42, true
dcl t0
defi i9, 2, 0, 2, 0
dcl t3.xy
defi i31, 1, 3, 2, 0
dcl_cube s3
def c29, -2.0, 25.654861, 0.25, 0.0
dcl v0.w
def c60, 2.0, 0.5, 1.0, -0.00062951585
defb b9, true
max r13, -c1.wywx, -c8191
m3x4_pp r13, t0, c6505
m4x4_sat r6, r13, c1521
frc r0, c3.xw
texldd_pp r19, t0, s3, c8191, r13
mad r3, -c1, -r19.wwxw, c3.yxxw
dsy r9, c0
call l891
m3x3_sat r6.xyz, -r3.wzxz, c8057
texldp r19, r6, s3
rsq r10, -r13.y
callnz l672, b10
dp2add r10, r0, t0.yzyz, r19.w
rsq r25, r0.w
rep i9
    if_gt r10.y, r3.z
        texld_pp r10, t0, s3
        mul_sat r10.x, r10, r13.zxyw
        dsy r29, c8191.zyx
        max_sat r22.xyw, -c0, -r25.xyw
        if b14
            min r10, c0, r3
            dp4 r31, r10.xwwy, c8191
            m4x3 r31.xyz, t0, c5417
            mov r12.y, r25.zzy
            rsq r16, c8191.z
            dp4 r8, -r31.zyxw, r31.wyxz
            sub r26.xzw, t0, -r25.zzw
            dsy_sat r21.x, -c3
        endif
    endif
endrep
mov oC0, c8191
mov oC1, t0
ret
label l891
max r28.zw, c0.ywz, r3
mov r23, r0.wwzy
texld r22, r0, s3
ret
label l672
dp3 r15.zw, c2.yyyw, r0.wwyx
nrm_sat r16.xyz, -c2
sincos r9.x, t2.w, c8190, c8191
ret
